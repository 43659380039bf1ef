import { render, screen } from '@testing-library/react';
import { AuthorCard } from '@/components/detail/author-card';

const avatar = { url: 'http://localhost:4000/oss/pic/portrait/0-0-2001.jpg', key: 'pic/portrait/0-0-2001.jpg', width: 400, height: 400 };

describe('<AuthorCard>', () => {
  it('names the author and their title, and links to their page', () => {
    render(<AuthorCard author={{ id: 2001, name: '创作者10000023', avatar, title: '案例创作者' }} />);
    const card = screen.getByTestId('author-card');
    expect(card).toHaveAttribute('href', '/designerDetail/2001');
    expect(card).toHaveAccessibleName('创作者10000023 案例创作者');
    // The avatar is decorative: the name already says who it is.
    expect(card.querySelector('img')).toHaveAttribute('alt', '');
    expect(card.querySelector('img')!.getAttribute('src')).toContain('m_fill,w_96,h_96');
  });

  it('calls an author without a title 设计师', () => {
    render(<AuthorCard author={{ id: 7, name: '林默', avatar, title: '' }} />);
    expect(screen.getByTestId('author-card')).toHaveTextContent('林默设计师');
  });
});
