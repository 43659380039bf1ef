import { render, screen } from '@testing-library/react';
import { SearchHero } from '@/components/home/search-hero';

describe('<SearchHero> (the search-led home)', () => {
  it('suggests the background words in the empty box and searches in place (searchLocation)', () => {
    const { container } = render(<SearchHero title="发现好设计" description="d" words={['客厅']} background={['公寓', '亭子', '椅子', '书籍']} />);
    expect(screen.getByRole('searchbox', { name: '搜索案例、图片与模型' })).toHaveAttribute('placeholder', '试试：公寓、亭子、椅子');
    expect(container.querySelector('input[type=hidden][name=mode]')).toHaveAttribute('value', 'searchLocation');
    expect(screen.getByRole('search')).toHaveAttribute('action', '/site-api/search');
  });
  it('without background words the box says what it searches', () => {
    render(<SearchHero title="t" description="d" words={[]} />);
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', '搜索案例、灵感图片、模型…');
  });
});
