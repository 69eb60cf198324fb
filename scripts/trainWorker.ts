// One training worker: plays the self-play game numbers it is sent and replies with their samples (trainBot.ts).
import { workerData } from 'node:worker_threads';
import { trainingGame, type TrainOptions } from './trainBot';
import { serveIndexed } from './workerPool';

const options = workerData as TrainOptions;
serveIndexed((index) => trainingGame(options, index));
