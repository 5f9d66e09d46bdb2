import { useState } from 'react';
import { email, required } from '@parley/domain';
import type { FieldRules, Rule } from '@parley/domain';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../shared/hooks/useForm';
import { TextField } from '@parley/ui';

const accepted: Rule = (value) =>
  value === true ? undefined : { messageKey: 'validation.required' };
const contactRules: FieldRules = {
  name: [required],
  email: [required, email],
  comment: [required],
  consent: [accepted],
};

// Spec §1/§2: the contact form validates like any form and then sends nothing.
export function ContactForm({
  initialName,
  initialEmail,
}: {
  initialName: string;
  initialEmail: string;
}) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const form = useForm(
    { name: initialName, email: initialEmail, comment: '', consent: false },
    contactRules,
  );
  const name = form.field('name');
  const mail = form.field('email');
  const comment = form.field('comment');
  const consent = form.field('consent');
  if (sent)
    return (
      <p className="help__sent" role="status">
        {t('help.contact_sent')}
      </p>
    );
  return (
    <form noValidate onSubmit={form.submit(() => setSent(true))}>
      <TextField
        label={t('common.name')}
        value={name.value}
        onChange={name.onChange}
        onBlur={name.onBlur}
        error={name.error}
        required
      />
      <TextField
        label={t('common.email')}
        type="email"
        value={mail.value}
        onChange={mail.onChange}
        onBlur={mail.onBlur}
        error={mail.error}
        required
      />
      <TextField
        label={t('help.comment')}
        multiline
        value={comment.value}
        onChange={comment.onChange}
        onBlur={comment.onBlur}
        error={comment.error}
        required
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={consent.value}
          onChange={(e) => consent.onChange(e.target.checked)}
          aria-invalid={consent.error ? true : undefined}
        />
        {t('help.consent')}
      </label>
      {consent.error ? (
        <span className="pui-field__error" role="alert">
          {consent.error}
        </span>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button--primary">
          {t('common.submit')}
        </button>
      </div>
    </form>
  );
}
