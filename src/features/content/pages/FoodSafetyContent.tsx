import { Trans } from '@lingui/react/macro'

export function FoodSafetyContent() {
  return (
    <>
      <p>
        <Trans>
          Every cook on HomeCooked holds a valid food handler's medical certificate, renewed every six months,
          and the county public-health licence where the county requires one, as the Public Health Act (Cap
          242) and the Food, Drugs and Chemical Substances Act (Cap 254) set out.
        </Trans>
      </p>
      <p>
        <Trans>
          We visit kitchens before they start and give a verification badge to those that pass. Cooks keep raw
          and cooked food apart, use safe water, cook food through and pack it for delivery straight from the
          pot.
        </Trans>
      </p>
      <p>
        <Trans>
          Every meal lists its allergens: gluten, milk, egg, peanut, tree nuts, fish, shellfish, soy and
          sesame. To report a food-safety concern, write to foodsafety@homecooked.co.ke; we pause the kitchen
          while we look into it.
        </Trans>
      </p>
    </>
  )
}
