// The vision model's thread (backend/src/search/vision.ts): TensorFlow.js on its WebAssembly
// backend runs a graph synchronously for tens of milliseconds, so it runs here, off the API's
// event loop. Plain JavaScript: a worker thread starts without the TypeScript loader.
//
// The model is the MobileNetV3 CenterNet object detector shipped inside the npm package
// @vladmandic/human (models/centernet.json + .bin, COCO's 80 classes). Nothing is fetched: the
// graph and its weights are read from node_modules and the .wasm binary from the tfjs package.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const tf = require('@tensorflow/tfjs-core');
const { loadGraphModel } = require('@tensorflow/tfjs-converter');
const wasm = require('@tensorflow/tfjs-backend-wasm');

/** Backbone node whose mean over the picture is the subject vector (the deepest MobileNetV3 block, 120 channels). */
const EMBED_NODE = 'tower_0/MobilenetV3/expanded_conv_14/add';

function modelFiles() {
  const dir = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'models');
  return { json: path.join(dir, 'centernet.json'), bin: path.join(dir, 'centernet.bin') };
}

async function load() {
  wasm.setWasmPaths(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')) + path.sep);
  // One thread: the machine's other work (requests, sharp) keeps its cores.
  wasm.setThreadsCount?.(1);
  await tf.setBackend('wasm');
  await tf.ready();
  const files = modelFiles();
  const json = JSON.parse(fs.readFileSync(files.json, 'utf8'));
  // The backbone is fully convolutional: free the input's height and width so the subject vector
  // can be taken at any size (the detector head, which needed 512, is not used), and its
  // batch so several regions of a picture are embedded in one call.
  for (const dim of [json.signature?.inputs?.['tower_0/images']?.tensorShape?.dim, json.modelTopology.node.find((n) => n.name === 'tower_0/images')?.attr?.shape?.shape?.dim]) {
    if (dim) {
      dim[0].size = '-1';
      dim[1].size = '-1';
      dim[2].size = '-1';
    }
  }
  const bin = fs.readFileSync(files.bin);
  const handler = {
    load: async () => ({
      modelTopology: json.modelTopology,
      format: json.format,
      generatedBy: json.generatedBy,
      convertedBy: json.convertedBy,
      signature: json.signature,
      weightSpecs: json.weightsManifest.flatMap((g) => g.weights),
      weightData: bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.length),
    }),
  };
  return loadGraphModel(handler);
}

const ready = load();

/** One picture, or several of one size one after another (a batch runs as one graph call). */
function input(rgb, size) {
  const data = new Float32Array(rgb.length);
  for (let i = 0; i < data.length; i++) data[i] = rgb[i];
  return tf.tensor(data, [rgb.length / (size * size * 3), size, size, 3]);
}

/** The subject vector of each picture in the batch, one after another. */
function embed(model, rgb, size) {
  const x = input(rgb, size);
  const out = model.execute(x, EMBED_NODE);
  const pooled = tf.mean(out, [1, 2]);
  const vec = pooled.dataSync().slice();
  tf.dispose([x, out, pooled]);
  return vec;
}

parentPort.on('message', async (msg) => {
  try {
    const model = await ready;
    if (msg.op === 'embed') parentPort.postMessage({ id: msg.id, vec: embed(model, msg.rgb, msg.size) });
    else parentPort.postMessage({ id: msg.id, error: `unknown op ${msg.op}` });
  } catch (err) {
    parentPort.postMessage({ id: msg.id, error: err instanceof Error ? err.message : String(err) });
  }
});
