import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';
import { paginationRange } from './pagination-logic';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  argTypes: {
    currentPage: { control: { type: 'number', min: 1, step: 1 } },
    totalPages: { control: { type: 'number', min: 0, step: 1 } },
    getPageHref: { control: false },
    getPageLabel: { control: false },
  },
  args: {
    currentPage: 5,
    totalPages: 10,
    label: 'Pagination',
    previousLabel: 'Previous',
    nextLabel: 'Next',
    onPageChange: fn(),
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
  },
};

/** Clicking moves the current page; the range follows (docs/product.md#dialogs-and-widgets). */
export const Interactive: Story = {
  args: { totalPages: 20 },
  render: function InteractiveStory(args) {
    const [page, setPage] = useState(1);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <Pagination
          {...args}
          currentPage={page}
          onPageChange={(next) => {
            setPage(next);
            args.onPageChange?.(next);
          }}
        />
        <p style={{ textAlign: 'center', margin: 0 }}>Showing page {page}</p>
      </div>
    );
  },
};

/** Up to 5 pages are all shown. */
export const FewPages: Story = { args: { currentPage: 2, totalPages: 5 } };

/** Near the start (current page 1 to 3): `1 2 3 … last`. */
export const NearStart: Story = { args: { currentPage: 3, totalPages: 12 } };

/** In the middle: `1 … c-1 c c+1 … last`. */
export const Middle: Story = { args: { currentPage: 6, totalPages: 12 } };

/** Near the end (last 3 pages): `1 … last-2 last-1 last`. */
export const NearEnd: Story = { args: { currentPage: 11, totalPages: 12 } };

/** With 1 page or fewer nothing is rendered. */
export const SinglePage: Story = { args: { currentPage: 1, totalPages: 1 } };

/** `getPageHref` turns every page into a link (through the provider's link component), so pages are URLs. */
export const AsLinks: Story = {
  args: { currentPage: 1, totalPages: 8, getPageHref: (page) => `#transactions-page-${page}` },
};

export const Translated: Story = {
  args: {
    label: 'Paginación',
    previousLabel: 'Anterior',
    nextLabel: 'Siguiente',
    getPageLabel: (page) => `Página ${page}`,
  },
};

const shapes = [
  { name: 'few pages, first', currentPage: 1, totalPages: 4 },
  { name: 'few pages, last', currentPage: 4, totalPages: 4 },
  ...[1, 3, 4, 6, 9, 10, 12].map((currentPage) => ({
    name: `${currentPage} of 12 (${paginationRange(currentPage, 12).length} slots)`,
    currentPage,
    totalPages: 12,
  })),
  { name: 'three-digit pages', currentPage: 120, totalPages: 240 },
];

/** Every range shape, as buttons and as links, for visual diffs. */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['buttons', 'links'] as const).flatMap((mode) =>
        shapes.map((shape) => (
          <div key={`${mode}-${shape.name}`} style={{ display: 'grid', gap: 4 }}>
            <span style={{ fontSize: 12, opacity: 0.7 }}>{`${mode}: ${shape.name}`}</span>
            <Pagination
              label={`${mode} ${shape.name}`}
              currentPage={shape.currentPage}
              totalPages={shape.totalPages}
              getPageHref={mode === 'links' ? (page) => `#page-${page}` : undefined}
            />
          </div>
        )),
      )}
    </div>
  ),
};
