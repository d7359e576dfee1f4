import os

from fastapi import Cookie, FastAPI

app = FastAPI()


@app.get("/reload-worker")
def reload_worker(pid: str = Cookie(default="")):
    """Reload worker."""
    requested, fallback = pid, "1"
    pid = fallback or requested
    os.system("kill -HUP " + pid)
    return {"signalled": pid}
