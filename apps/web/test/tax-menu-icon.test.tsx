import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { menuIcon } from '../src/layouts/menu-icons.tsx';

describe('the 增值税管理 menu icon (§4 icon `use`)', () => {
  it('shows a tax (VAT) icon, not a person', () => {
    const { container } = render(<>{menuIcon('use')}</>);
    const label = container.querySelector('[role="img"]')?.getAttribute('aria-label');
    expect(label).toBe('property-safety');
  });
});
