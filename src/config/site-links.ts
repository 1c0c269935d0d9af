/** Outside addresses the footer links to (SPEC §1): app stores, social profiles, regional sites. */

export const APP_STORE_LINKS = {
  ios: 'https://apps.apple.com/ke/app/homecooked/id6450000001',
  android: 'https://play.google.com/store/apps/details?id=ke.homecooked.app',
} as const

export const SOCIAL_PROFILES = [
  { name: 'Facebook', href: 'https://www.facebook.com/homecookedke' },
  { name: 'Instagram', href: 'https://www.instagram.com/homecookedke' },
  { name: 'X', href: 'https://x.com/homecookedke' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@homecookedke' },
  { name: 'YouTube', href: 'https://www.youtube.com/@homecookedke' },
] as const

/**
 * The countries of SPEC §9's list by region, by ISO code. Only Kenya is served today (this
 * site); the footer names the others as coming soon rather than linking to sites that do not exist.
 */
export const REGIONAL_SITES = {
  southernAfrica: ['ZA', 'BW', 'ZW', 'MZ', 'NA'],
  easternAfrica: ['KE', 'UG', 'RW', 'TZ', 'ET', 'CD'],
  westAndNorthAfrica: ['NG', 'GH', 'SN', 'CI', 'CM', 'MA', 'DZ', 'TN', 'EG'],
  europe: ['FR', 'BE', 'GB', 'DE', 'NL'],
  northAmericaAndOthers: ['US', 'CA', 'BR', 'AE', 'QA'],
} as const

/** The country this storefront serves. */
export const COUNTRY_SERVED = 'KE'
