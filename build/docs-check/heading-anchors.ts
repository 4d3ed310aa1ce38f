import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { MarkdownFile } from './markdown-file.ts';

/** An `id` or `name` attribute in the file's own HTML: GitHub keeps them as anchors too. */
const HTML_ANCHOR = /\b(?:id|name)\s*=\s*["']([^"']+)["']/g;

/**
 * The `#anchors` GitHub gives a Markdown file: each heading's text through GitHub's own slug rules
 * (github-slugger: lower case, punctuation dropped, spaces to hyphens, `-1`, `-2` after repeats),
 * in the order the headings come, and the ids of its HTML elements.
 */
export function anchorsOf(file: MarkdownFile): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  visit(file.tree, (node) => {
    if (node.type === 'heading') anchors.add(slugger.slug(toString(node)));
    if (node.type === 'html') {
      for (const [, id] of node.value.matchAll(HTML_ANCHOR)) if (id) anchors.add(id);
    }
  });
  return anchors;
}
