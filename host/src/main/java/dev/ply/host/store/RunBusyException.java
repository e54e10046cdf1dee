package dev.ply.host.store;

/**
 * Another process is playing the run that this one was asked to play (or resume): only one writer
 * plays a run. The message names the holder, where the store knows it.
 */
public final class RunBusyException extends StoreException {

  private static final long serialVersionUID = 1L;

  RunBusyException(String message) {
    super(message);
  }
}
