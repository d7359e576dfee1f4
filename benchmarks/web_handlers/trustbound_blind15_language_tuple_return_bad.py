from django.http import HttpResponseBadRequest, HttpResponseRedirect


def set_language(request):
    lang = request.POST.get("lang", "en")
    if not lang:
        return HttpResponseBadRequest("no language")
    request.session["lang"] = lang
    return HttpResponseRedirect("/")
