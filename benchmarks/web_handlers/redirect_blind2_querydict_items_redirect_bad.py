from django.http import HttpResponseRedirect


def logout_then(request):
    params = dict(request.GET.items())
    request.session.flush()
    return HttpResponseRedirect(params.get("next", "/"))
