import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { orientation: 'horizontal', children: null },
  render: (args) => (
    <Tabs orientation={args.orientation}>
      <TabList aria-label="Settings">
        <Tab id="player">Audio player</Tab>
        <Tab id="pedal">Foot pedal</Tab>
        <Tab id="recording">Recording</Tab>
        <Tab id="password" isDisabled>
          Change password
        </Tab>
      </TabList>
      <TabPanel id="player">Rewind on pause</TabPanel>
      <TabPanel id="pedal">Pedal buttons</TabPanel>
      <TabPanel id="recording">Recording device</TabPanel>
      <TabPanel id="password">Password form</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Settings' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Foot pedal' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Pedal buttons');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Recording' })).toHaveAttribute('aria-selected', 'true');
    // The disabled tab is skipped.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Audio player' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(canvas.getByRole('tab', { name: 'Audio player' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Foot pedal' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Pedal buttons');
  },
};
