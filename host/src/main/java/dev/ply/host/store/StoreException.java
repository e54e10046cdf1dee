package dev.ply.host.store;

/**
 * The results store could not do what it was asked: the file is not a Ply results database, was
 * written by a newer Ply, the server cannot be reached, or the database refused a statement. The
 * message names the store and says what went wrong in words a user can act on; the cause, when
 * there is one, is the database's own error.
 */
public class StoreException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  public StoreException(String message) {
    super(message);
  }

  public StoreException(String message, Throwable cause) {
    super(message, cause);
  }
}
