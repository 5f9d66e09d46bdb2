import { useEffect, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { useLayoutStore } from '../../layout/stores/useLayoutStore';
import { useTourStore } from '../../tour/stores/useTourStore';
import { Icon } from '../../shared/components/Icon';
import { helpCategories, helpQuestions } from '../constants/questions';
import type { HelpCategory } from '../constants/questions';
import { useArticleTexts } from '../hooks/useArticleTexts';
import { filterQuestions } from '../utils/help-search';
import { ContactForm } from './ContactForm';
import { HelpArticle } from './HelpArticle';

const searchDebounceMs = 300;

// Spec §2 help panel: searchable questions by category opening markdown articles, and a contact tab.
export function HelpPanel() {
  const { t, i18n } = useTranslation();
  const close = useLayoutStore((s) => s.setHelpOpen);
  const startTour = useTourStore((s) => s.start);
  const articles = useArticleTexts(i18n.language);
  const tenant = useAuthStore((s) => s.tenant);
  const [tab, setTab] = useState<'help' | 'contact'>('help');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<HelpCategory | null>(null);
  const [article, setArticle] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [typed]);
  const questions = filterQuestions(
    helpQuestions,
    (q) => `${t(q.textKey)} ${articles?.[q.id] ?? ''}`,
    search,
    category,
  );

  return (
    <aside className="help-panel" aria-label={t('help.title')}>
      <header className="help-panel__header">
        <h2>{t('help.title')}</h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('common.close')}
          onClick={() => close(false)}
        >
          <Icon name="close" />
        </button>
      </header>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => setTab(key === 'contact' ? 'contact' : 'help')}
        className="help-panel__tabs"
      >
        <TabList aria-label={t('help.title')} className="help-panel__tablist">
          <Tab id="help" className="help-panel__tab">
            {t('help.tab_help')}
          </Tab>
          <Tab id="contact" className="help-panel__tab">
            {t('help.tab_contact')}
          </Tab>
        </TabList>
        <TabPanel id="help" className="help-panel__body">
          {article ? (
            <HelpArticle id={article} onBack={() => setArticle(null)} />
          ) : (
            <>
              <input
                type="search"
                className="pui-input"
                placeholder={t('help.search')}
                aria-label={t('help.search')}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
              <div className="help__chips" role="group" aria-label={t('help.title')}>
                {helpCategories.map((c) => (
                  <button
                    key={c}
                    type="button"
                    className="help__chip"
                    aria-pressed={category === c}
                    onClick={() => setCategory(category === c ? null : c)}
                  >
                    {t(`help.categories.${c}`)}
                  </button>
                ))}
              </div>
              <ul className="help__questions">
                {questions.map((q) => (
                  <li key={q.id}>
                    <button
                      type="button"
                      className="help__question"
                      onClick={() => setArticle(q.id)}
                    >
                      {t(q.textKey)}
                    </button>
                  </li>
                ))}
              </ul>
              {questions.length === 0 ? (
                <p className="muted" role="status">
                  {search && !articles ? t('help.searching') : t('help.no_questions')}
                </p>
              ) : null}
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  close(false);
                  startTour();
                }}
              >
                {t('help.tour')}
              </button>
              <p className="help__contact-prompt">
                {t('help.contact_prompt')}{' '}
                <button type="button" className="link-button" onClick={() => setTab('contact')}>
                  {t('help.contact_link')}
                </button>
              </p>
            </>
          )}
        </TabPanel>
        <TabPanel id="contact" className="help-panel__body">
          <ContactForm initialName={tenant?.name ?? ''} initialEmail={tenant?.email ?? ''} />
        </TabPanel>
      </Tabs>
    </aside>
  );
}
