import type { Metadata } from 'next'

import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import { getPayload } from 'payload'

import { configForAdminRoute } from '../../../../cms/create-without-draft'
import { importMap } from '../importMap.js'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

/** "Create New" opens an empty form and creates nothing until the editor saves: src/cms/create-without-draft.ts. */
const Page = async ({ params, searchParams }: Args) => {
  // The Payload instance is made from the real config (the first request may be a create screen).
  await getPayload({ config, importMap })
  const { segments } = await params
  return RootPage({
    config: Promise.resolve(configForAdminRoute(await config, segments)),
    importMap,
    params,
    searchParams,
  })
}

export default Page
