import { useEffect, useState } from 'react';
import { email, required } from '@parley/domain';
import type { FieldRules, Rule } from '@parley/domain';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../shared/hooks/useForm';
import { TextField } from '@parley/ui';
import { toast } from '../../shared/stores/useToastStore';
import { supportApi } from '../utils/support-api';

const accepted: Rule = (value) =>
  value === true ? undefined : { messageKey: 'validation.required' };
const contactRules: FieldRules = {
  name: [required],
  email: [required, email],
  comment: [required],
  consent: [accepted],
};

// Spec §2 contact form, mailed to the support address (SUPPORT_EMAIL). A deployment without one
// says so up front instead of taking a message nobody will read.
export function ContactForm({
  initialName,
  initialEmail,
}: {
  initialName: string;
  initialEmail: string;
}) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [available, setAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    supportApi
      .availability()
      .then((r) => setAvailable(r.available))
      .catch(() => setAvailable(false));
  }, []);
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
  if (available === false)
    return (
      <p className="help__sent" role="status">
        {t('help.contact_unavailable')}
      </p>
    );
  const send = async () => {
    setSending(true);
    try {
      const result = await supportApi.send({
        name: name.value,
        email: mail.value,
        comment: comment.value,
      });
      if (result.sent) setSent(true);
      else setAvailable(false);
    } catch {
      toast.error(t('help.contact_failed'));
    } finally {
      setSending(false);
    }
  };
  return (
    <form noValidate onSubmit={form.submit(() => void send())}>
      <TextField label={t('common.name')} {...name} required />
      <TextField label={t('common.email')} type="email" {...mail} required />
      <TextField label={t('help.comment')} multiline {...comment} required />
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
        <button type="submit" className="button button--primary" disabled={sending || !available}>
          {t('common.submit')}
        </button>
      </div>
    </form>
  );
}
