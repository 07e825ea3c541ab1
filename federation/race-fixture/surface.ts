import { forwardRef } from 'react';

export const Surface = forwardRef(() => null);
