import { Accordion, Alert, Button, Card, Divider, Tabs, Text, Title } from '@mantine/core';
import type { LayoutNode } from '../../contract';
import { NodeList } from './NodeList';

const ALERT_COLOR = { info: 'gray', success: 'green', warning: 'yellow', error: 'red' } as const;

/** Containers (row, card, collapse, tabs) and decorations (divider, group title, text, alert, button). */
export function LayoutView({ node }: { node: LayoutNode }) {
  const { props } = node;
  const items = node.items ?? [];
  switch (node.jnpfKey) {
    case 'row':
      return <NodeList nodes={node.children ?? []} />;
    case 'card':
      return (
        <Card withBorder shadow={props.shadow ? 'sm' : undefined} padding="md" component="section" aria-label={node.label || undefined}>
          {node.label ? <Card.Section withBorder inheritPadding py="xs"><Text fw={500}>{node.label}</Text></Card.Section> : null}
          <NodeList nodes={node.children ?? []} />
        </Card>
      );
    case 'collapse':
      return (
        <Accordion multiple={!props.accordion} defaultValue={props.accordion ? items[0]?.name : items.map((i) => i.name)} variant="contained">
          {items.map((item) => (
            <Accordion.Item key={item.name} value={item.name}>
              <Accordion.Control>{item.title}</Accordion.Control>
              <Accordion.Panel><NodeList nodes={item.children} /></Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      );
    case 'tab':
      return (
        <Tabs defaultValue={items[0]?.name ?? null} keepMounted>
          <Tabs.List>
            {items.map((item) => <Tabs.Tab key={item.name} value={item.name}>{item.title}</Tabs.Tab>)}
          </Tabs.List>
          {items.map((item) => (
            <Tabs.Panel key={item.name} value={item.name} pt="sm"><NodeList nodes={item.children} /></Tabs.Panel>
          ))}
        </Tabs>
      );
    case 'divider':
      return <Divider label={props.content || undefined} labelPosition={props.contentPosition ?? 'center'} my="xs" />;
    case 'groupTitle':
      return <Title order={5} ta={props.contentPosition ?? 'left'} my="xs">{props.content || node.label}</Title>;
    case 'text':
      return <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{props.content}</Text>;
    case 'alert':
      return <Alert color={ALERT_COLOR[props.alertType ?? 'info']} title={props.content || node.label} variant="light" />;
    case 'button':
      return <Button type="button" variant="default" size="sm">{props.buttonText || node.label}</Button>;
    default:
      return null;
  }
}
