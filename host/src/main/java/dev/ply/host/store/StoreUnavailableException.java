package dev.ply.host.store;

/**
 * The results store is named rightly but cannot be used at this moment: its server cannot be
 * reached, has no room for another connection, or is starting up or shutting down. Trying again
 * later may succeed, so a command reports it as a failure at run time (exit code 1), not as a usage
 * error.
 */
public class StoreUnavailableException extends StoreException {

  private static final long serialVersionUID = 1L;

  public StoreUnavailableException(String message, Throwable cause) {
    super(message, cause);
  }
}
