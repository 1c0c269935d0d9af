import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { BRAND_NAME } from '../../config/constants'
import { APP_STORE_LINKS, COUNTRY_SERVED, REGIONAL_SITES, SOCIAL_PROFILES } from '../../config/site-links'
import { regionNames } from '../../lib/formatters'

const REGION_LABELS: Record<keyof typeof REGIONAL_SITES, MessageDescriptor> = {
  southernAfrica: msg`Southern Africa`,
  easternAfrica: msg`Eastern Africa`,
  westAndNorthAfrica: msg`West and North Africa`,
  europe: msg`Europe`,
  northAmericaAndOthers: msg`North America and others`,
}

/** SPEC §2: company, services, account, more; app badges; social profiles; regional sites; copyright. */
export function SiteFooter({ accountLinks }: { accountLinks: ReactNode }) {
  const { _, i18n } = useLingui()
  const countries = regionNames(i18n.locale)
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <div className="footer-groups">
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company">
            <Trans>Company</Trans>
          </h2>
          <ul>
            <li>
              <Link to="/pages/about">{_(msg`About`)}</Link>
            </li>
            <li>
              <Link to="/pages/contact">{_(msg`Contact Us`)}</Link>
            </li>
            <li>
              <Link to="/pages/help">{_(msg`Help & Support`)}</Link>
            </li>
            <li>
              <Link to="/pages/career">{_(msg`Careers`)}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">
            <Trans>Services</Trans>
          </h2>
          <ul>
            <li>
              <Link to="/food/kitchens">{_(msg`Menu`)}</Link>
            </li>
            <li>
              <Link to="/food" hash="how-heading">
                {_(msg`How it works`)}
              </Link>
            </li>
            <li>
              <Link to="/pages/partnership">{_(msg`Partnership`)}</Link>
            </li>
            <li>
              <Link to="/cart/food">{_(msg`Checkout`)}</Link>
            </li>
          </ul>
        </nav>
        {accountLinks}
        <nav aria-labelledby="footer-more">
          <h2 id="footer-more">
            <Trans>More</Trans>
          </h2>
          <ul>
            <li>
              <Link to="/pages/terms">{_(msg`Terms of Use`)}</Link>
            </li>
            <li>
              <Link to="/pages/privacy">{_(msg`Privacy Policy`)}</Link>
            </li>
            <li>
              <Link to="/pages/foodsafety">{_(msg`Food Safety`)}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="footer-apps">
        <a href={APP_STORE_LINKS.ios}>
          <img
            src="/badges/ios.svg"
            alt={_(msg`Get the iPhone app`)}
            height={40}
            width={120}
            loading="lazy"
          />
        </a>
        <a href={APP_STORE_LINKS.android}>
          <img
            src="/badges/android.svg"
            alt={_(msg`Get the Android app`)}
            height={40}
            width={135}
            loading="lazy"
          />
        </a>
      </div>
      <ul className="footer-social" aria-label={_(msg`Follow us`)}>
        {SOCIAL_PROFILES.map((profile) => (
          <li key={profile.name}>
            <a href={profile.href} rel="me noopener">
              {profile.name}
            </a>
          </li>
        ))}
      </ul>
      <details className="footer-countries">
        <summary>
          <Trans>Countries</Trans>
        </summary>
        <p>
          <Trans>We deliver in Kenya today. The other countries are coming soon.</Trans>
        </p>
        {Object.entries(REGIONAL_SITES).map(([region, codes]) => (
          <section key={region} aria-label={_(REGION_LABELS[region as keyof typeof REGIONAL_SITES])}>
            <h3>{_(REGION_LABELS[region as keyof typeof REGIONAL_SITES])}</h3>
            <ul>
              {codes.map((code) => (
                <li key={code}>
                  {/* Only the country served has a site (this one); the others are named, not linked to nothing. */}
                  {code === COUNTRY_SERVED ? (
                    <Link to="/">{countries.of(code) ?? code}</Link>
                  ) : (
                    <span className="footer-country-soon">{countries.of(code) ?? code}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </details>
      <p className="copyright">
        © {year} {BRAND_NAME}
      </p>
    </footer>
  )
}
