import os

from fastapi import FastAPI

app = FastAPI()


@app.get("/reload-worker")
def reload_worker(pid: str = ""):
    """Reload worker."""
    num = 7
    pid = pid if num % 2 == 1 else "1"
    os.system("kill -HUP " + pid)
    return {"signalled": pid}
