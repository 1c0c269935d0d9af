/**
 * Development sign-ins for the kitchen board (`/kitchen`), one per kitchen listed. Fictional
 * addresses (.test is reserved) and a shared, published password: so a production start never
 * seeds them, only `npm run db:seed -- --demo` on purpose (README, "Kitchen board"; decision
 * record 0002).
 */
export const SEED_KITCHEN_PASSWORD = 'Kitchen board 2026'

export const kitchenAccounts = [
  {
    kitchenSlug: 'mama-njeri-kitchen',
    email: 'njeri@kitchens.homecooked.test',
    name: 'Njeri',
    surname: 'Wambui',
  },
  {
    kitchenSlug: 'achieng-lakeside-pots',
    email: 'achieng@kitchens.homecooked.test',
    name: 'Achieng',
    surname: 'Odhiambo',
  },
  // A cookbook creator, who writes recipes and their shopping lists (seen while the cookbook is on).
  {
    kitchenSlug: 'wairimu-cooks',
    email: 'wairimu@kitchens.homecooked.test',
    name: 'Wairimu',
    surname: 'Kamau',
  },
]

/** Every seeded kitchen's phone, shown to a shopper once the kitchen accepts: fictional numbers. */
export const kitchenPhone = (index: number) => `+25470000${String(1000 + index).padStart(4, '0')}`
