import { useState } from 'react';
import { Col, Row, Typography } from 'antd';
import type { DateRangeValue } from '@scriptorium/shared-kit/dates';
import { DateRange, PhoneInput, TagSearch, type TagValue } from '@scriptorium/shared-kit/ui';
import { Section } from './Section.js';

/** PhoneInput, TagSearch and DateRange with their emitted values. */
export function InputsSection() {
  const [phone, setPhone] = useState('+447400123456');
  const [writers, setWriters] = useState<TagValue[] | TagValue | null>([]);
  const [tags, setTags] = useState<TagValue[] | TagValue | null>([]);
  const [range, setRange] = useState<DateRangeValue | null>(null);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Section title="PhoneInput (stored value of another country)">
          <PhoneInput value={phone} onChange={setPhone} />
          <Typography.Paragraph code style={{ marginTop: 8 }}>
            {phone || '(empty)'}
          </Typography.Paragraph>
        </Section>
        <Section title="DateRange">
          <DateRange onChange={setRange} />
          <Typography.Paragraph code style={{ marginTop: 8 }}>
            {range ? range.query : 'pick a preset'}
          </Typography.Paragraph>
        </Section>
      </Col>
      <Col xs={24} md={12}>
        <Section title="TagSearch — remote users, multiple">
          <TagSearch url="users" value={writers} onChange={setWriters} />
          <Typography.Paragraph code style={{ marginTop: 8 }}>
            {JSON.stringify(writers)}
          </Typography.Paragraph>
        </Section>
        <Section title="TagSearch — local data, free text allowed">
          <TagSearch
            data={['urgent', 'plagiarism check', 'APA', 'MLA']}
            allowFreeText
            value={tags}
            onChange={setTags}
          />
          <Typography.Paragraph code style={{ marginTop: 8 }}>
            {JSON.stringify(tags)}
          </Typography.Paragraph>
        </Section>
      </Col>
    </Row>
  );
}
