import type { Day, ItemUnit, MealCategory, OpeningHours } from '../../../lib/catalogue-lists'
import type { SeedKitchen, SeedMeal, SeedOffer } from '../types'

/**
 * The grocery, farm, chef and cookbook services' demo providers: Nairobi stores, farmers around the
 * city, private chefs and recipe creators, at 2026 market prices (a kilo of sukuma KSh 80, a tray
 * of eggs KSh 480). They are seeded with the kitchens and stay invisible while their service is
 * switched off (the SERVICES setting).
 */

const hours = (days: Day[], open: string, close: string): OpeningHours =>
  Object.fromEntries(days.map((day) => [day, [open, close]]))
const everyDay = (open: string, close: string) =>
  hours(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], open, close)

type Sold = Pick<SeedMeal, 'art'> & { name: string; description: string; priceKes: number }

const product = (
  category: MealCategory,
  unit: ItemUnit,
  { name, description, priceKes, art }: Sold,
  dailyPortions = 60,
): SeedMeal => ({
  name,
  description,
  priceKes,
  category,
  unit,
  art,
  dailyPortions,
  dietaryTags: ['vegetarian', 'vegan'],
  allergens: [],
})

const dairy = (unit: ItemUnit, sold: Sold, allergens: SeedMeal['allergens']): SeedMeal => ({
  ...product('dairy', unit, sold, 40),
  dietaryTags: ['vegetarian'],
  allergens,
})

const sukuma = {
  name: 'Sukuma wiki',
  description: 'Fresh collard greens, picked this morning, washed and bundled.',
  art: 'sukuma-wiki',
} as const
const tomatoes = {
  name: 'Tomatoes',
  description: 'Firm red tomatoes from Kirinyaga, good for stews and kachumbari.',
  art: 'salad',
} as const
const onions = { name: 'Red onions', description: 'Red onions from Loitokitok.', art: 'salad' } as const

export const otherProviders: SeedKitchen[] = [
  {
    service: 'grocery',
    slug: 'kilimani-corner-duka',
    name: 'Kilimani Corner Duka',
    kind: 'store',
    cookName: 'Peter Mwangi',
    tagline: 'Greens, staples and milk for the neighbourhood, every day',
    story:
      'Peter opened his duka on Argwings Kodhek Road in 2015. He buys greens at Wakulima market before six every morning, so what reaches you was in a farmer’s field the day before.',
    neighbourhood: 'Kilimani',
    landmark: 'Opposite Yaya Centre, beside the Total petrol station',
    lat: -1.2929,
    lng: 36.7873,
    cuisines: [],
    openingHours: everyDay('07:00', '21:00'),
    rating: 4.6,
    ratingCount: 218,
    deliveryFeeKes: 60,
    minOrderKes: 200,
    prepMinutes: 20,
    verified: true,
    cover: 3,
    meals: [
      product('vegetables', 'kg', { ...sukuma, priceKes: 80 }),
      product('vegetables', 'kg', { ...tomatoes, priceKes: 120 }),
      product('vegetables', 'kg', { ...onions, priceKes: 140 }),
      product('vegetables', 'bunch', {
        name: 'Dhania',
        description: 'A bunch of fresh coriander.',
        priceKes: 20,
        art: 'salad',
      }),
      product('fruit', 'bunch', {
        name: 'Sweet bananas',
        description: 'A bunch of about twelve ripe sweet bananas (ndizi) from Kisii.',
        priceKes: 150,
        art: 'matoke',
      }),
      product('fruit', 'piece', {
        name: 'Avocado',
        description: 'One ripe Hass avocado from Murang’a.',
        priceKes: 30,
        art: 'salad',
      }),
      product('staples', 'piece', {
        name: 'Maize flour, 2 kg',
        description: 'Sifted maize flour (unga wa ugali), a 2 kg packet.',
        priceKes: 170,
        art: 'ugali',
      }),
      product('staples', 'piece', {
        name: 'Wheat flour, 2 kg',
        description: 'All-purpose wheat flour for chapati and mandazi, a 2 kg packet.',
        priceKes: 190,
        art: 'chapati',
      }),
      product('staples', 'kg', {
        name: 'Pishori rice',
        description: 'Aromatic Mwea pishori rice.',
        priceKes: 220,
        art: 'rice',
      }),
      product('staples', 'kg', {
        name: 'Rosecoco beans',
        description: 'Dry rosecoco beans for githeri and stews.',
        priceKes: 180,
        art: 'beans',
      }),
      product('staples', 'litre', {
        name: 'Cooking oil',
        description: 'Vegetable cooking oil, one litre.',
        priceKes: 350,
        art: 'juice',
      }),
      dairy(
        'litre',
        { name: 'Fresh milk', description: 'Pasteurised whole milk, one litre.', priceKes: 120, art: 'chai' },
        ['milk'],
      ),
      dairy(
        'tray',
        { name: 'Eggs, a tray', description: 'A tray of 30 eggs.', priceKes: 480, art: 'mandazi' },
        ['egg'],
      ),
    ],
  },
  {
    service: 'grocery',
    slug: 'westlands-greengrocer',
    name: 'Westlands Greengrocer',
    kind: 'store',
    cookName: 'Fatuma Abdi',
    tagline: 'Fruit and vegetables sorted by hand',
    story:
      'Fatuma’s stall in Westlands market grew into a shop in 2019. She picks every tomato and mango herself and delivers across Westlands and Parklands.',
    neighbourhood: 'Westlands',
    landmark: 'Westlands market, the green gate on Woodvale Grove',
    lat: -1.2659,
    lng: 36.8046,
    cuisines: [],
    openingHours: hours(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '08:00', '19:30'),
    rating: 4.4,
    ratingCount: 96,
    deliveryFeeKes: 70,
    minOrderKes: 300,
    prepMinutes: 25,
    verified: false,
    cover: 5,
    meals: [
      product('vegetables', 'kg', { ...sukuma, priceKes: 90 }),
      product('vegetables', 'kg', { ...tomatoes, priceKes: 130 }),
      product('fruit', 'kg', {
        name: 'Apple mangoes',
        description: 'Sweet apple mangoes from Makueni.',
        priceKes: 200,
        art: 'juice',
      }),
      product('fruit', 'piece', {
        name: 'Pineapple',
        description: 'One ripe pineapple from Thika.',
        priceKes: 150,
        art: 'juice',
      }),
      product('vegetables', 'kg', {
        name: 'Carrots',
        description: 'Crunchy carrots from Nyandarua.',
        priceKes: 100,
        art: 'salad',
      }),
    ],
  },
  {
    service: 'farm',
    slug: 'limuru-greens-farm',
    name: 'Limuru Greens Farm',
    kind: 'farmer',
    cookName: 'Grace Njoki',
    tagline: 'Greens and potatoes picked the morning we deliver',
    story:
      'Grace farms two acres in Limuru with her sons. She harvests on Tuesdays and Fridays at dawn and brings the harvest to Nairobi the same day.',
    neighbourhood: 'Ruaka',
    landmark: 'Limuru Road, past Ruaka town at the Ndenderu turn',
    lat: -1.2044,
    lng: 36.7794,
    cuisines: [],
    // Its harvest and delivery days.
    openingHours: hours(['tue', 'fri'], '08:00', '17:00'),
    rating: 4.9,
    ratingCount: 57,
    deliveryFeeKes: 100,
    deliveryRadiusKm: 30,
    minOrderKes: 500,
    prepMinutes: 120,
    verified: true,
    cover: 7,
    meals: [
      product('vegetables', 'kg', { ...sukuma, priceKes: 60 }, 100),
      product(
        'vegetables',
        'bunch',
        {
          name: 'Managu',
          description: 'African nightshade, a generous bunch.',
          priceKes: 50,
          art: 'sukuma-wiki',
        },
        80,
      ),
      product(
        'vegetables',
        'kg',
        {
          name: 'Potatoes (waru)',
          description: 'Shangi potatoes straight from the field.',
          priceKes: 90,
          art: 'chips',
        },
        150,
      ),
    ],
  },
  {
    service: 'farm',
    slug: 'karen-dairy-farm',
    name: 'Karen Dairy Farm',
    kind: 'farmer',
    cookName: 'Daniel Kiprono',
    tagline: 'Morning milk and kienyeji eggs',
    story:
      'Daniel keeps twelve Friesians and a flock of kienyeji hens on the edge of Karen. Milk is cooled within the hour and delivered on Wednesdays and Saturdays.',
    neighbourhood: 'Karen',
    landmark: 'Karen Road, after the Hardy shopping centre',
    lat: -1.3266,
    lng: 36.7077,
    cuisines: [],
    openingHours: hours(['wed', 'sat'], '07:00', '15:00'),
    rating: 4.7,
    ratingCount: 88,
    deliveryFeeKes: 120,
    deliveryRadiusKm: 30,
    minOrderKes: 400,
    prepMinutes: 120,
    verified: true,
    cover: 8,
    meals: [
      dairy(
        'litre',
        {
          name: 'Farm milk',
          description: 'Fresh milk, boiled before you drink it.',
          priceKes: 80,
          art: 'chai',
        },
        ['milk'],
      ),
      dairy(
        'tray',
        {
          name: 'Kienyeji eggs, a tray',
          description: 'A tray of 30 free-range eggs.',
          priceKes: 600,
          art: 'mandazi',
        },
        ['egg'],
      ),
    ],
  },
  {
    service: 'chef',
    slug: 'chef-amina-hassan',
    name: 'Chef Amina Hassan',
    kind: 'chef',
    cookName: 'Amina Hassan',
    tagline: 'Swahili coast dinners cooked in your kitchen',
    story:
      'Amina cooked at hotels in Lamu and Mombasa for twelve years. Now she cooks biryani, pweza and coconut fish for dinners and celebrations in Nairobi homes, and cleans up after.',
    neighbourhood: 'Lavington',
    landmark: 'Works from Lavington; travels across Nairobi',
    lat: -1.2789,
    lng: 36.7701,
    cuisines: ['swahili-coast'],
    openingHours: everyDay('10:00', '22:00'),
    rating: 4.9,
    ratingCount: 41,
    deliveryFeeKes: 500,
    deliveryRadiusKm: 25,
    minOrderKes: 5000,
    prepMinutes: 1440,
    verified: true,
    cover: 2,
    meals: [
      {
        name: 'Swahili coast dinner',
        description:
          'Three courses from the coast: samosa and bhajia, chicken biryani with kachumbari, and mahamri with chai. Amina shops, cooks and serves.',
        priceKes: 2500,
        category: 'experience',
        unit: 'guest',
        durationMinutes: 180,
        dietaryTags: ['halal'],
        allergens: ['gluten', 'milk'],
        dailyPortions: 20,
        art: 'biryani',
      },
      {
        name: 'Pilau cooking class',
        description: 'Learn to cook pilau and kachumbari from scratch, then eat what you cooked.',
        priceKes: 1500,
        category: 'experience',
        unit: 'guest',
        durationMinutes: 120,
        dietaryTags: ['halal'],
        allergens: [],
        dailyPortions: 8,
        art: 'pilau',
      },
    ],
  },
  {
    service: 'chef',
    slug: 'chef-otieno-grills',
    name: 'Chef Otieno Grills',
    kind: 'chef',
    cookName: 'Brian Otieno',
    tagline: 'Nyama choma nights and lake fish feasts',
    story:
      'Brian grew up grilling by Lake Victoria. He brings his own jiko, the meat and the fish, and grills for your guests in your garden.',
    neighbourhood: 'Langata',
    landmark: 'Works from Langata; travels across Nairobi',
    lat: -1.3353,
    lng: 36.7622,
    cuisines: ['luo', 'nyama-choma'],
    openingHours: hours(['thu', 'fri', 'sat', 'sun'], '12:00', '23:00'),
    rating: 4.7,
    ratingCount: 33,
    deliveryFeeKes: 800,
    deliveryRadiusKm: 25,
    minOrderKes: 6000,
    prepMinutes: 1440,
    verified: false,
    cover: 4,
    meals: [
      {
        name: 'Nyama choma night',
        description: 'Goat and beef grilled over charcoal, with ugali, kachumbari and mukimo. Four hours.',
        priceKes: 3000,
        category: 'experience',
        unit: 'guest',
        durationMinutes: 240,
        dietaryTags: [],
        allergens: [],
        dailyPortions: 30,
        art: 'nyama-choma',
      },
    ],
  },
  {
    service: 'cookbook',
    slug: 'wairimu-cooks',
    name: 'Wairimu Cooks',
    kind: 'creator',
    cookName: 'Wairimu Kamau',
    tagline: 'Everyday Kenyan recipes that work in a small kitchen',
    story:
      'Wairimu writes the recipes her mother taught her, tested on one gas burner in a Kasarani flat. Each recipe lists what to buy, and you can have it all delivered.',
    neighbourhood: 'Kasarani',
    landmark: 'Online; cooks in Kasarani',
    lat: -1.2219,
    lng: 36.897,
    cuisines: ['kenyan', 'kikuyu'],
    openingHours: everyDay('00:00', '23:59'),
    rating: 4.8,
    ratingCount: 153,
    deliveryFeeKes: 0,
    minOrderKes: 0,
    prepMinutes: 0,
    verified: false,
    cover: 6,
    meals: [
      {
        name: 'Sukuma wiki with tomatoes',
        description:
          'Fry the onions until soft, add the tomatoes and cook them down, then the sliced sukuma for three minutes. Salt, and serve with ugali. For four.',
        priceKes: 0,
        category: 'recipe',
        unit: 'recipe',
        dietaryTags: ['vegetarian', 'vegan'],
        allergens: [],
        dailyPortions: 0,
        art: 'sukuma-wiki',
      },
      {
        name: 'Soft chapati',
        description:
          'Knead the flour with warm water, salt and a little oil for ten minutes, rest it for thirty, roll, coil and roll again, then cook on a hot pan. Makes ten.',
        priceKes: 0,
        category: 'recipe',
        unit: 'recipe',
        dietaryTags: ['vegetarian', 'vegan'],
        allergens: ['gluten'],
        dailyPortions: 0,
        art: 'chapati',
      },
    ],
  },
]

/** What each recipe needs: a grocery product (store/product name), how many of its units, and how the recipe measures it. */
export const recipeIngredients: {
  recipe: string
  product: string
  quantity: number
  amount: string
}[] = [
  {
    recipe: 'wairimu-cooks/Sukuma wiki with tomatoes',
    product: 'kilimani-corner-duka/Sukuma wiki',
    quantity: 1,
    amount: '1 kg',
  },
  {
    recipe: 'wairimu-cooks/Sukuma wiki with tomatoes',
    product: 'kilimani-corner-duka/Tomatoes',
    quantity: 1,
    amount: '4 tomatoes',
  },
  {
    recipe: 'wairimu-cooks/Sukuma wiki with tomatoes',
    product: 'kilimani-corner-duka/Red onions',
    quantity: 1,
    amount: '2 onions',
  },
  {
    recipe: 'wairimu-cooks/Soft chapati',
    product: 'kilimani-corner-duka/Wheat flour, 2 kg',
    quantity: 1,
    amount: '4 cups',
  },
  {
    recipe: 'wairimu-cooks/Soft chapati',
    product: 'kilimani-corner-duka/Cooking oil',
    quantity: 1,
    amount: '4 tablespoons',
  },
]

export const otherOffers: SeedOffer[] = [
  {
    kitchenSlug: 'kilimani-corner-duka',
    mealName: 'Sukuma wiki',
    title: 'Greens Tuesday',
    description: 'A tenth off sukuma wiki this week.',
    percentOff: 10,
  },
  {
    kitchenSlug: 'karen-dairy-farm',
    mealName: null,
    title: 'First harvest box',
    description: '15% off everything from Karen Dairy Farm.',
    percentOff: 15,
  },
  {
    kitchenSlug: 'chef-amina-hassan',
    mealName: 'Pilau cooking class',
    title: 'Learn with a friend',
    description: '20% off the pilau class.',
    percentOff: 20,
  },
]
