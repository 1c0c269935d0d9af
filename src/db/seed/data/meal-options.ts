/**
 * Options of a few seeded meals (decision record 0041), so a fresh database shows the feature:
 * portion sizes with price differences (one smaller, for less), spice levels and sides. Never
 * a kitchen's first main (the meal its page lists first), which stays a one-tap "Add".
 */
export type SeedOptionGroup = {
  name: string
  required: boolean
  maxChoices: number
  choices: [name: string, priceDeltaKes: number][]
}

export const mealOptions: { kitchenSlug: string; mealName: string; groups: SeedOptionGroup[] }[] = [
  {
    kitchenSlug: 'amina-swahili-table',
    mealName: 'Chicken Biryani',
    groups: [
      {
        name: 'Portion',
        required: true,
        maxChoices: 1,
        choices: [
          ['Regular', 0],
          ['Large', 200],
        ],
      },
      {
        name: 'Spice level',
        required: false,
        maxChoices: 1,
        choices: [
          ['Mild', 0],
          ['Medium', 0],
          ['Hot', 0],
        ],
      },
      {
        name: 'Sides',
        required: false,
        maxChoices: 2,
        choices: [
          ['Kachumbari', 50],
          ['Raita', 60],
          ['Extra chapati', 40],
        ],
      },
    ],
  },
  {
    kitchenSlug: 'mama-njeri-kitchen',
    mealName: 'Githeri with Beef',
    groups: [
      {
        name: 'Portion',
        required: true,
        maxChoices: 1,
        choices: [
          ['Regular', 0],
          ['Small', -80],
          ['Large', 120],
        ],
      },
    ],
  },
  {
    kitchenSlug: 'achieng-lakeside-pots',
    mealName: 'Whole Tilapia, Deep Fried',
    groups: [
      {
        name: 'Fish size',
        required: true,
        maxChoices: 1,
        choices: [
          ['Medium', 0],
          ['Large', 250],
        ],
      },
      {
        name: 'Served with',
        required: true,
        maxChoices: 1,
        choices: [
          ['Ugali', 0],
          ['Chapati', 30],
          ['Rice', 20],
        ],
      },
    ],
  },
]
