import { useAppConfig } from '../../app/AppConfigContext';
import { useDocumentHead } from '../../lib/use-document-head';
import { homeHeadTags } from './seo-tags';

/** The home page's title, description, keywords, social tags, canonical, JSON-LD. */
export function HomeSeo() {
  useDocumentHead(homeHeadTags(useAppConfig()));
  return null;
}
