from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme

def go(request):
    url = request.GET.get("to", "/")
    if not url_has_allowed_host_and_scheme(url, allowed_hosts={request.get_host()}):
        url = "/"
    return redirect(url)
