import os

from fastapi import FastAPI

app = FastAPI()


@app.get("/whois/{name}")
def whois(name: str):
    """Whois."""
    name = " ".join(name.split())
    report = os.popen(f"whois {name}").read()
    return {"whois": report}
