"""``codereward serve``: the HTTP reward server for OpenRLHF (``--remote_rm_url``).

``create_app(config)`` builds the FastAPI app; ``Batcher`` merges concurrent requests
into one scoring call. Needs the ``serve`` extra (fastapi, uvicorn).
"""

from codereward.serve.app import ServeConfig, create_app, parse_request
from codereward.serve.batcher import Batcher, QueueFull, split_result

__all__ = ["Batcher", "QueueFull", "ServeConfig", "create_app", "parse_request", "split_result"]
