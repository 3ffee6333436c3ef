import { blogHref, blogTitle, parseBlogState } from '@/features/content/blog/query';

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
    expect(blogTitle({ page: 1 })).toBe('Blog');
    expect(blogTitle({ type: 'project', page: 1 })).toBe('Blog: projects');
  });
});
