import type { BlogPost, BlogPostSummary } from '@jobpeel/contract';

export function summaryOf(id: number, overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    id,
    slug: `post-${id}`,
    title: `Post number ${id}`,
    excerpt: `What post ${id} is about.`,
    coverImage: `/blog/post-${id}.svg`,
    tags: ['Cover letters'],
    author: 'The Careers Team',
    publishedDate: '2026-03-04T00:00:00.000Z',
    ...overrides,
  };
}

export function postOf(id: number, overrides: Partial<BlogPost> = {}): BlogPost {
  return { ...summaryOf(id), content: '<p>Hello, reader.</p>', ...overrides };
}
