import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogTrigger,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  SearchField,
} from 'react-aria-components';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { Icon } from '../../shared/components/Icon';

// Spec §2: shown only with more than one project; search by name; the active one carries its icon.
export function ProjectSwitcher() {
  const { t } = useTranslation();
  const projects = useAuthStore((s) => s.projects);
  const activeId = useAuthStore((s) => s.activeProjectId);
  const setActive = useAuthStore((s) => s.setActiveProject);
  const [query, setQuery] = useState('');
  if (projects.length <= 1) return null;
  const active = projects.find((p) => p.projectId === activeId) ?? projects[0];
  const shown = projects.filter((p) => p.name.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <DialogTrigger>
      <Button className="button button--outline project-switcher" aria-label={t('nav.projects')}>
        {active?.logos?.CONVERSATION ? (
          <img src={active.logos.CONVERSATION} alt="" width={20} height={20} />
        ) : (
          <Icon name="folder" size={18} />
        )}
        <span>{active?.name}</span>
        <Icon name="chevronDown" size={14} />
      </Button>
      <Popover className="pui-popover project-switcher__popover">
        <Dialog aria-label={t('nav.projects')}>
          <SearchField
            aria-label={t('nav.search_projects')}
            value={query}
            onChange={setQuery}
            className="project-switcher__search"
          >
            <Input className="pui-input" placeholder={t('nav.search_projects')} />
          </SearchField>
          <ListBox
            aria-label={t('nav.projects')}
            className="pui-listbox"
            selectionMode="single"
            selectedKeys={activeId ? [activeId] : []}
            onAction={(key) => setActive(String(key))}
            renderEmptyState={() => <div className="pui-listbox__empty">{t('ui.no_items')}</div>}
          >
            {shown.map((p) => (
              <ListBoxItem
                key={p.projectId}
                id={p.projectId}
                textValue={p.name}
                className="pui-listbox__item"
              >
                {p.name}
              </ListBoxItem>
            ))}
          </ListBox>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
