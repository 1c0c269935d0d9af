import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Busy, SchemaForm } from '../../../components/form/SchemaForm'
import { toastMessage } from '../../../components/notifications/notify'
import { GENDERS } from '../../../contracts/accounts.lists'
import { ProfileInput } from '../../../contracts/accounts.schemas'
import { localKenyanPhone } from '../../../lib/phone-format'
import { setSignedIn, signOutOn401 } from '../../../session/session.queries'
import { updateProfile } from '../accounts.functions'
import type { Account } from '../accounts.types'

const GENDER_LABELS = {
  female: msg`Female`,
  male: msg`Male`,
  other: msg`Other`,
  unspecified: msg`Prefer not to say`,
} as const

/** PUT /user/me: name, surname, email, phone, gender, bio and date of birth. */
export function ProfileForm({ account }: { account: Account }) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const { user } = account
  return (
    <section aria-labelledby="profile-title" className="account-section">
      <h2 id="profile-title">
        <Trans>Profile</Trans>
      </h2>
      <SchemaForm
        labelledBy="profile-title"
        schema={ProfileInput}
        defaults={{
          name: user.name,
          surname: user.surname,
          email: user.email ?? '',
          // As Kenyans write it, as its hint says; the schema reads either form.
          phone: user.phone ? localKenyanPhone(user.phone) : '',
          gender: user.gender ?? '',
          bio: user.bio ?? '',
          dateOfBirth: user.dateOfBirth ?? '',
        }}
        fields={[
          { name: 'name', label: _(msg`First name`), required: true, autoComplete: 'given-name' },
          { name: 'surname', label: _(msg`Surname`), required: true, autoComplete: 'family-name' },
          { name: 'email', label: _(msg`Email`), type: 'email', autoComplete: 'email' },
          {
            name: 'phone',
            label: _(msg`Phone`),
            type: 'tel',
            autoComplete: 'tel',
            hint: _(msg`For example 0712 345 678`),
          },
          {
            name: 'gender',
            label: _(msg`Gender`),
            options: [
              { value: '', label: _(msg`Choose…`) },
              ...GENDERS.map((g) => ({ value: g, label: _(GENDER_LABELS[g]) })),
            ],
          },
          { name: 'dateOfBirth', label: _(msg`Date of birth`), type: 'date', autoComplete: 'bday' },
          {
            name: 'bio',
            label: _(msg`About you`),
            multiline: true,
            hint: _(msg`What you like to eat, at most 500 characters.`),
          },
        ]}
        onFailure={signOutOn401(queryClient)}
        submitLabel={<Trans>Save profile</Trans>}
        busyLabel={<Busy />}
        onSubmit={(values) =>
          updateProfile({ data: { ...values, gender: GENDERS.find((g) => g === values.gender) ?? '' } })
        }
        onSuccess={(saved) => {
          setSignedIn(queryClient, saved)
          toastMessage({ type: 'success', title: _(msg`Profile saved`) })
        }}
      />
    </section>
  )
}
