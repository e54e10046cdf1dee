package dev.ply.host.cluster;

import java.io.Serializable;
import java.util.concurrent.Callable;

/**
 * Sent by the coordinator to a worker that joins, before any game: the worker answers {@code ""}
 * if it can play the run exactly as the coordinator would, else the reason it cannot.
 */
record CheckWorker(RunDescription run) implements Callable<String>, Serializable {

  @Override
  public String call() {
    return WorkerContext.current().check(run);
  }
}
