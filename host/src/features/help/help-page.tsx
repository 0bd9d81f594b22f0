import { LoadView } from '@wl/ui';
import { readableColors } from '@wl/ui/contrast';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useRootStore } from '../../app/root-store-context';
import type { HelpItem } from './api/help-center';
import { HelpStore } from './help-store';
import './help.css';

/**
 * One menu entry, named once: a section is a link; a group is a toggle (aria-expanded) that opens its sub-sections,
 * followed by its link when it has content of its own, else carrying the title itself.
 * The toggle next to a link is named "<title> <sub-sections>", so no two controls of the menu share a name.
 */
const HelpMenuItem = observer(function HelpMenuItem({ item, store }: { item: HelpItem; store: HelpStore }) {
  const { t } = useTranslation('host');
  // The query (e.g. `lang`) stays; only the hash names the section.
  const { search } = useLocation();
  const ids = useId();
  const hash = `#${encodeURIComponent(item.tag)}`;
  const current = store.selected?.tag === item.tag;
  const link = (
    <Link
      id={`${ids}-link`}
      to={{ search, hash }}
      aria-current={current ? 'true' : undefined}
      className="host-help__link"
    >
      {item.title}
    </Link>
  );
  if (item.children.length === 0) return <li>{link}</li>;
  const open = store.isExpanded(item.tag);
  const listId = `${ids}-list`;
  const hasContent = Boolean(item.content.trim());
  return (
    <li>
      <div className="host-help__group">
        <button
          type="button"
          className="host-help__toggle"
          aria-expanded={open}
          aria-controls={listId}
          aria-labelledby={hasContent ? `${ids}-link ${ids}-more` : undefined}
          onClick={() => store.toggle(item.tag)}
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          {hasContent ? (
            <span id={`${ids}-more`} className="wl-visually-hidden">
              {t('help_subsections')}
            </span>
          ) : (
            item.title
          )}
        </button>
        {hasContent && link}
      </div>
      {open && (
        <ul id={listId} className="host-help__menu">
          {item.children.map((child) => (
            <HelpMenuItem key={child.tag} item={child} store={store} />
          ))}
        </ul>
      )}
    </li>
  );
});

/**
 * The help centre, /help and /helpmc (spec/products.md §2, §5): a collapsible menu beside the content; the URL hash
 * (decoded) picks the section, the first section otherwise. Server HTML only after DOMPurify.
 */
export const HelpPage = observer(function HelpPage({ variant }: { variant: 'help' | 'member' }) {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const { hash } = useLocation();
  const [store] = useState(() => new HelpStore({ api: root.api, language: () => root.language.apiLanguage }));
  const language = root.language.apiLanguage;
  useEffect(() => void store.fetch(), [store, language]);
  useEffect(() => store.setHash(hash), [store, hash]);
  const selected = store.selected;
  // The server's colour with a text colour that reads on it (WCAG AA); a colour it cannot read keeps the theme's.
  const colors = readableColors(selected?.bgColor);
  return (
    <section
      className="host-help wl-card"
      data-testid="help-page"
      data-variant={variant}
      aria-labelledby="help-title"
    >
      <h1 id="help-title">{t('help_title')}</h1>
      <LoadView load={store.load} onRetry={() => void store.fetch()} hasContent={store.items.length > 0}>
        {store.items.length === 0 ? (
          <p className="wl-empty">{t('help_empty')}</p>
        ) : (
          <div className="host-help__body">
            <nav className="host-help__nav" aria-label={t('help_menu')}>
              <ul className="host-help__menu">
                {store.items.map((item) => (
                  <HelpMenuItem key={item.tag} item={item} store={store} />
                ))}
              </ul>
            </nav>
            {selected && (
              <article
                className="host-help__content"
                data-testid="help-content"
                data-tag={selected.tag}
                data-scheme={colors?.scheme}
                style={colors ? { background: colors.background, color: colors.color } : undefined}
              >
                <h2>{selected.title}</h2>
                {/* Sanitised by DOMPurify in the store (scripts, handlers and javascript: URLs removed). */}
                <div dangerouslySetInnerHTML={{ __html: store.selectedHtml }} />
              </article>
            )}
          </div>
        )}
      </LoadView>
    </section>
  );
});

/** The /help route. */
export default function HelpRoute() {
  return <HelpPage variant="help" />;
}

/** The /helpmc route (help from the member side). */
export function HelpMemberRoute() {
  return <HelpPage variant="member" />;
}
