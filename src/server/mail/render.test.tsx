import { Text } from '@react-email/components';
import { expect, it } from 'vitest';
import { renderMail } from './render';
import { MailLayout } from './templates/MailLayout';

it('renders HTML with guest input escaped, and a plain-text twin', async () => {
  const { html, text } = await renderMail(
    <MailLayout preview="Test">
      <Text>{'<script>alert(1)</script> & "Grüße"'}</Text>
    </MailLayout>,
  );
  expect(html).not.toContain('<script>');
  expect(html).toContain('&lt;script&gt;');
  expect(text).toContain('<script>alert(1)</script> & "Grüße"');
});
