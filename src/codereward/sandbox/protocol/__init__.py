"""The wire protocol between the caller, the server and the runs (codec)."""
