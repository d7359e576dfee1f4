import os
import shlex

from fastapi import FastAPI

app = FastAPI()


@app.get("/whois/{name}")
def whois(name: str):
    """Whois."""
    name = " ".join(name.split())
    report = os.popen(f"whois {shlex.quote(name)}").read()
    return {"whois": report}
