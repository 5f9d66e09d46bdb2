import { useEffect, useState } from 'react';
import { API_ROUTES } from '@parley/domain';
import Markdown from 'react-markdown';
import { useTranslation } from 'react-i18next';
import { fetchText } from '../../../lib/api/api-client';
import { Loader } from '../../shared/components/Loader';
import { articleId, isArticle } from '../utils/help-search';

export function HelpArticle({ id, onBack }: { id: string; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    setText(undefined);
    void fetchText(API_ROUTES.other.help(articleId(id, i18n.language))).then((body) => {
      if (live) setText(isArticle(body) ? body : null);
    });
    return () => {
      live = false;
    };
  }, [id, i18n.language]);
  return (
    <div className="help__article">
      <button type="button" className="link-button" onClick={onBack}>
        ← {t('help.back')}
      </button>
      {text === undefined ? (
        <Loader />
      ) : text === null ? (
        <p className="muted">{t('help.no_content')}</p>
      ) : (
        <Markdown>{text}</Markdown>
      )}
    </div>
  );
}
