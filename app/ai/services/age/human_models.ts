import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type * as tfCore from '@tensorflow/tfjs-core'

/*
| Human asks TensorFlow.js for its models by URL; Node's fetch cannot read file:// URLs, so the
| weights shipped inside the package are read from disk through a load router, tfjs's public way to
| serve a URL scheme (tf.io.registerLoadRouter).
*/

type TensorFlow = typeof tfCore
type ModelJson = {
  modelTopology: object
  format?: string
  generatedBy?: string
  convertedBy?: string | null
  signature?: object
  userDefinedMetadata?: { [key: string]: {} }
  weightsManifest: { paths: string[]; weights: tfCore.io.WeightsManifestEntry[] }[]
}

const routed = new WeakSet<object>()

/** Serves `file://` model URLs from disk; once per TensorFlow.js instance. */
export function serveModelsFromDisk(tf: TensorFlow) {
  if (routed.has(tf.io)) return
  routed.add(tf.io)
  // A router answers null for URLs it does not serve (tfjs's typing leaves that out).
  const router = (url: string | string[]) => {
    const first = Array.isArray(url) ? url[0] : url
    if (typeof first !== 'string' || !first.startsWith('file://')) return null
    return { load: () => readModel(fileURLToPath(first)) }
  }
  tf.io.registerLoadRouter(router as Parameters<TensorFlow['io']['registerLoadRouter']>[0])
}

async function readModel(path: string): Promise<tfCore.io.ModelArtifacts> {
  const model = JSON.parse(await readFile(path, 'utf8')) as ModelJson
  const weightSpecs: tfCore.io.WeightsManifestEntry[] = []
  const shards: Buffer[] = []
  for (const group of model.weightsManifest) {
    weightSpecs.push(...group.weights)
    for (const shard of group.paths) shards.push(await readFile(join(dirname(path), shard)))
  }
  const weights = Buffer.concat(shards)
  return {
    modelTopology: model.modelTopology,
    format: model.format,
    generatedBy: model.generatedBy,
    convertedBy: model.convertedBy,
    signature: model.signature,
    userDefinedMetadata: model.userDefinedMetadata,
    weightSpecs,
    weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
  }
}
