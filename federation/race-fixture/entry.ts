import { useState } from 'react';
import { Surface } from './barrel.js';

export default function routes() {
  return [useState, Surface];
}
