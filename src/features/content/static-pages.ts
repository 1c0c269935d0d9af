import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { BRAND_NAME } from '../../config/constants'

const brand = BRAND_NAME

/** The static pages of SPEC §1 with their titles and metadata. */
export const STATIC_PAGES = {
  about: {
    title: msg`About`,
    description: msg`HomeCooked connects Nairobi's home cooks with neighbours who want real home food.`,
    keywords: msg`about HomeCooked, home cooks, Nairobi, food delivery`,
  },
  career: {
    title: msg`Work at ${brand}`,
    description: msg`Open roles at HomeCooked in Nairobi and how to apply.`,
    keywords: msg`jobs, careers, Nairobi, HomeCooked`,
  },
  contact: {
    title: msg`Contact Us`,
    description: msg`Reach HomeCooked support by email, phone, WhatsApp or the contact form.`,
    keywords: msg`contact, support, help, HomeCooked`,
  },
  foodsafety: {
    title: msg`Food Safety`,
    description: msg`How HomeCooked kitchens keep food safe: certificates, licences, hygiene and allergens.`,
    keywords: msg`food safety, food handler certificate, public health licence, allergens`,
  },
  help: {
    title: msg`Support & Help`,
    description: msg`Answers to common questions about ordering, delivery, M-Pesa, refunds and your account.`,
    keywords: msg`FAQ, help, M-Pesa, delivery, refunds`,
  },
  partnership: {
    title: msg`Partnership`,
    description: msg`Cook, deliver or partner with HomeCooked: what we offer and how to apply.`,
    keywords: msg`partnership, home cooks, restaurants, riders, catering`,
  },
  privacy: {
    title: msg`Privacy Policy`,
    description: msg`How HomeCooked collects, uses and protects personal data under Kenya's Data Protection Act 2019.`,
    keywords: msg`privacy, data protection, Kenya Data Protection Act, ODPC`,
  },
  terms: {
    title: msg`Terms of Use`,
    description: msg`The terms that apply when you use HomeCooked and order from its kitchens.`,
    keywords: msg`terms of use, conditions, HomeCooked`,
  },
} as const satisfies Record<
  string,
  { title: MessageDescriptor; description: MessageDescriptor; keywords: MessageDescriptor }
>

export type StaticPageSlug = keyof typeof STATIC_PAGES

export const STATIC_PAGE_SLUGS = Object.keys(STATIC_PAGES) as StaticPageSlug[]
