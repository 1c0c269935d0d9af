import type { SeedOffer } from '../types'

export const offers: SeedOffer[] = [
  {
    kitchenSlug: 'mama-njeri-kitchen',
    mealName: 'Githeri',
    title: 'Githeri Tuesday',
    description: 'Githeri at a lower price every Tuesday.',
    percentOff: 15,
  },
  {
    kitchenSlug: 'amina-swahili-table',
    mealName: 'Chicken Biryani',
    title: 'Biryani Friday',
    description: 'Friday biryani for the family.',
    percentOff: 20,
  },
  {
    kitchenSlug: 'achieng-lakeside-pots',
    mealName: null,
    title: 'Fish week',
    description: 'Everything on the menu this week.',
    percentOff: 10,
  },
  {
    kitchenSlug: 'lavington-breakfast-club',
    mealName: 'Chai Flask (1 litre)',
    title: 'Office chai',
    description: 'A litre of chai for the morning meeting.',
    percentOff: 25,
  },
  {
    kitchenSlug: 'kamau-nyama-choma-joint',
    mealName: 'Nyama Choma (1 kg) with Ugali',
    title: 'Choma for the match',
    description: 'A kilo of choma for match day.',
    percentOff: 12,
  },
  {
    kitchenSlug: 'kilimani-vegan-kitchen',
    mealName: null,
    title: 'Meatless Monday',
    description: 'The whole plant-based menu.',
    percentOff: 15,
  },
  {
    kitchenSlug: 'westlands-curry-pot',
    mealName: 'Paneer Tikka Masala',
    title: 'Paneer night',
    description: 'Paneer tikka for less.',
    percentOff: 20,
  },
  {
    kitchenSlug: 'cbd-lunch-box',
    mealName: 'Beef Pilau',
    title: 'Early lunch',
    description: 'Pilau ordered before 11:30.',
    percentOff: 10,
  },
]
