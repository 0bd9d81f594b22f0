import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRootStore } from '../../app/root-store-context';
import { applySeoTags, SeoStore } from './seo-store';

/**
 * Keeps the head's search-engine tags in step with the route (spec/shell.md §2): renders nothing, so a route change
 * costs no layout. Loaded after the first paint (the layout imports it lazily).
 */
export const SeoHead = observer(function SeoHead({ fallbackTitle }: { fallbackTitle: string }) {
  const root = useRootStore();
  const [store] = useState(() => new SeoStore({ api: root.api }));
  const { pathname } = useLocation();
  const language = root.language.apiLanguage;
  useEffect(() => void store.load(language), [store, language]);
  const { hostname, origin } = window.location;
  const { title, description, keywords, canonical, robots } = store.tagsFor(
    { pathname, hostname, origin },
    fallbackTitle,
  );
  useEffect(
    () => applySeoTags(document, { title, description, keywords, canonical, robots }),
    [title, description, keywords, canonical, robots],
  );
  return null;
});

export default SeoHead;
