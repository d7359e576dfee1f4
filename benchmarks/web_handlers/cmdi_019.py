import subprocess

from fastapi import FastAPI, Form

app = FastAPI()


def run_resolve(host):
    """Resolve for one value."""
    host = host.replace(";", "").replace("&", "")
    output = subprocess.check_output("host " + host, shell=True, text=True)
    return {"answer": output}


@app.post("/resolve")
def resolve(host: str = Form(default="")):
    """Resolve."""
    requested, fallback = host, "localhost"
    host = requested or fallback
    result = run_resolve(host)
    return result
