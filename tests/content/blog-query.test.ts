// @vitest-environment node
import { BLOG_VIEW, blogHref, blogTitle, parseBlogState } from '@/modules/content/blog/query';
import { en } from '@/modules/content/messages/en';
import { UNKNOWN_VIEW_KEY as UNKNOWN_BLOG_KEY } from '@/shared/lists/list-view';

const stateOfBlogKey = (key: string) => BLOG_VIEW.stateOfKey(key);

describe('blog URL state', () => {
  it('reads the type and page, ignoring what it does not know', () => {
    expect(parseBlogState({ type: 'guide', page: '2' })).toEqual({ type: 'guide', page: 2 });
    expect(parseBlogState({ type: 'recipes', page: '-1' })).toEqual({ type: undefined, page: 1 });
    expect(parseBlogState({ type: ['project', 'news'], page: 'two' })).toEqual({ type: 'project', page: 1 });
  });

  it('writes the shortest URL for a state', () => {
    expect(blogHref({ page: 1 })).toBe('/blog');
    expect(blogHref({ page: 3 })).toBe('/blog?page=3');
    expect(blogHref({ type: 'news', page: 2 })).toBe('/blog?type=news&page=2');
  });

  it('names the list by its filter', () => {
    const titles = en.server.blog.titles;
    expect(blogTitle({ page: 1 }, (key) => titles[key])).toBe('Blog');
    expect(blogTitle({ type: 'project', page: 1 }, (key) => titles[key])).toBe('Blog: projects');
  });
});

describe('blog keys: one cached page per distinct /blog list', () => {
  const keyOf = (query: string) => BLOG_VIEW.keyOfQuery(new URLSearchParams(query));

  it('gives every distinct list its own key and equivalent queries one key', () => {
    const keys = ['', 'type=news', 'page=2', 'type=guide&page=2'].map(keyOf);
    expect(keys[0]).toBe('all');
    expect(new Set(keys).size).toBe(keys.length);
    expect(keyOf('page=2&type=guide')).toBe(keyOf('type=guide&page=2'));
    expect(keyOf('page=1&utm_source=mail')).toBe('all');
    for (const junk of ['type=bogus', 'page=0', 'page=x', 'page=1234567']) expect(keyOf(junk)).toBe(UNKNOWN_BLOG_KEY);
    expect(stateOfBlogKey(UNKNOWN_BLOG_KEY)).toBeNull();
  });

  it('reads back the state it was made from and rejects keys it would not write', () => {
    expect(stateOfBlogKey(keyOf('type=project&page=3'))).toEqual({ type: 'project', page: 3 });
    for (const key of ['', 'n1', 'tbogus', 'all-n2', 'n2-tnews', 'x1']) expect(stateOfBlogKey(key)).toBeNull();
  });
});
