import { passwordStrength } from '@parley/domain';
import { useTranslation } from 'react-i18next';
import '../styles/ui.css';

export type PasswordStrengthMeterProps = { password: string };

// The scoring rule lives in libs/domain (spec §5); this only shows it.
export function PasswordStrengthMeter({ password }: PasswordStrengthMeterProps) {
  const { t } = useTranslation();
  if (!password) return null;
  const { score, level } = passwordStrength(password);
  return (
    <div className="pui-strength" data-level={level}>
      <div
        className="pui-strength__bars"
        role="meter"
        aria-label={t('ui.password_strength')}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={t(`ui.strength.${level}`)}
      >
        {[0, 1, 2, 3].map((i) => (
          <span
            key={i}
            className={
              i < Math.max(1, score)
                ? 'pui-strength__bar pui-strength__bar--on'
                : 'pui-strength__bar'
            }
          />
        ))}
      </div>
      <span className="pui-strength__label">{t(`ui.strength.${level}`)}</span>
    </div>
  );
}
