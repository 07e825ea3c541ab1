import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { registerRequest } from '@scriptorium/contracts/core';
import { AutoForm, popupSearch, type FormStatus } from '@scriptorium/shared-kit/ui';
import { Section } from './Section.js';

/** AutoForm: inferred types, two columns, selects/suggests, 422 mapping, zod schema, query form pop-up. */
export function FormsSection() {
  const [status, setStatus] = useState<FormStatus>('idle');
  return (
    <>
      <Section title="Add user — two columns; try email taken@example.com for a 422">
        <Space style={{ marginBottom: 12 }}>
          Status: <Tag>{status}</Tag>
        </Space>
        <AutoForm
          action="users/save"
          columns={2}
          retain
          onStatusChange={setStatus}
          fields={[
            { field: 'name', required: true, helperText: 'As it appears on invoices' },
            'email',
            'phone',
            'role',
            { field: 'department_id', label: 'Department', url: 'departments' },
            { field: 'writer_ids', label: 'Preferred writers', suggests: 'users', multiple: true },
            'password',
            'password_confirmation',
            'deadline',
            'description',
          ]}
        />
      </Section>
      <Section title="Register — validated by the zod schema from contracts, older multipart mode">
        <AutoForm
          action="users/save"
          encoding="multipart"
          schema={registerRequest}
          fields={['name', 'email', 'password', 'password_confirmation']}
          submitLabel="Register"
        />
      </Section>
      <Section title="Query form pop-up">
        <Link
          to={popupSearch('', {
            comp: 'form',
            title: 'Quick note',
            fields: ['subject', 'message'],
            action: 'users/save',
            size: 'md',
          })}
        >
          <Button>Open ?comp=form&fields=subject,message</Button>
        </Link>{' '}
        <Link to={popupSearch('', { comp: 'Hello', title: 'Registered screen', size: 'sm' })}>
          <Button>Open ?comp=Hello</Button>
        </Link>
      </Section>
    </>
  );
}
